export default definePageConfig({
  navigationBarTitleText: '成员单位',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
