export default definePageConfig({
  navigationBarTitleText: '切换成员单位',
  enablePullDownRefresh: false,
  backgroundTextStyle: 'dark',
})
