export default definePageConfig({
  navigationBarTitleText: '成员城市',
  enablePullDownRefresh: false,
  backgroundTextStyle: 'dark',
})
